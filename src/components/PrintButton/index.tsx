import type {ReactNode} from 'react';

/**
 * The Print action at the end of a docs page: the browser's print dialog, where "Save as PDF" is too,
 * with the page laid out for paper (src/css/custom.css). A small button after the content, out of the
 * way of reading on a phone; not printed itself.
 */
export default function PrintButton(): ReactNode {
  return (
    <div className="print-button margin-top--lg">
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => {
          window.print();
        }}>
        Print this page
      </button>
    </div>
  );
}
