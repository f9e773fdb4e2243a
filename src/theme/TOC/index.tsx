// Swizzled: eject (unsafe) from theme-classic@3.10.2
// Change: the table of contents is a navigation landmark, named as its mobile toggle is ("On this
// page"). As a plain div, the one beside a blog post sat outside every landmark (axe: region), and
// nothing told a screen reader what the list of links was. A wrap can't do it: a landmark around
// the div would break the div's sticky position and stay on phones, where the div is hidden.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import TOCItems from '@theme/TOCItems';
import type {Props} from '@theme/TOC';
// The stock styles, not a copy: the class names and the sticky, scrolling box stay upstream's.
import styles from '@docusaurus/theme-classic/lib/theme/TOC/styles.module.css';

// Using a custom className
// This prevents TOCInline/TOCCollapsible getting highlighted by mistake
const LINK_CLASS_NAME = 'table-of-contents__link toc-highlight';
const LINK_ACTIVE_CLASS_NAME = 'table-of-contents__link--active';

export default function TOC({className, ...props}: Props): ReactNode {
  return (
    <nav // CUSTOM: a named nav instead of a div (this tag, its aria-label and its closing tag)
      aria-label={translate({
        id: 'theme.TOCCollapsible.toggleButtonLabel',
        message: 'On this page',
      })}
      className={clsx(styles.tableOfContents, 'thin-scrollbar', className)}>
      <TOCItems
        {...props}
        linkClassName={LINK_CLASS_NAME}
        linkActiveClassName={LINK_ACTIVE_CLASS_NAME}
      />
    </nav>
  );
}
