/**
 * Copy of `DocSearchButton` from @docsearch/react 3.9.0 (MIT, © Algolia), which the package only
 * ships inside its full bundle: the same markup, classes and aria-label, so @docsearch/css (its
 * button part, imported here) and the theme style it as before. After hydration it shows Ctrl+K, or
 * ⌘K on Apple devices; each key cap looks pressed while its key is down.
 */
import {
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
} from 'react';
// The button's styles, in every page's first load; the modal's come with the modal (../index.ts).
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';

export interface ButtonTranslations {
  buttonText?: string;
  buttonAriaLabel?: string;
}

export type DocSearchButtonProps = ComponentProps<'button'> & {
  translations?: ButtonTranslations;
};

const ctrlKey = 'Ctrl';
const commandKey = '⌘';

/** The platform never changes while the page is open. */
const subscribeToNothing = () => () => undefined;

function actionKey(): typeof ctrlKey | typeof commandKey {
  // The same test as upstream; userAgentData isn't in Safari or Firefox.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? commandKey : ctrlKey;
}

function ControlKeyIcon(): ReactNode {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

function SearchIcon(): ReactNode {
  return (
    <svg
      width="20"
      height="20"
      className="DocSearch-Search-Icon"
      viewBox="0 0 20 20"
      aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function DocSearchButtonKey({
  reactsToKey,
  children,
}: {
  reactsToKey: string;
  children: ReactNode;
}): ReactNode {
  const [isKeyDown, setIsKeyDown] = useState(false);
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent): void {
      if (event.key === reactsToKey) setIsKeyDown(true);
    }
    function handleKeyUp(event: KeyboardEvent): void {
      // keyup doesn't fire for other keys while Command is held: releasing Command releases them all.
      if (event.key === reactsToKey || event.key === 'Meta') setIsKeyDown(false);
    }
    window.addEventListener('keydown', handleKeyDown);
    window.addEventListener('keyup', handleKeyUp);
    return () => {
      window.removeEventListener('keydown', handleKeyDown);
      window.removeEventListener('keyup', handleKeyUp);
    };
  }, [reactsToKey]);
  return (
    <kbd
      className={
        isKeyDown ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'
      }>
      {children}
    </kbd>
  );
}

export function DocSearchButton({
  translations = {},
  ref,
  ...props
}: DocSearchButtonProps): ReactNode {
  const {buttonText = 'Search', buttonAriaLabel = 'Search'} = translations;
  // Null on the server and while hydrating (the server can't tell an Apple device), then the key.
  const key = useSyncExternalStore(subscribeToNothing, actionKey, () => null);
  const [reactsToKey, keyName, keyCap] =
    key === ctrlKey ? [ctrlKey, 'Ctrl', <ControlKeyIcon key="ctrl" />] : ['Meta', 'Command', key];
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${buttonAriaLabel} (${keyName}+K)`}
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {key !== null && (
          <>
            <DocSearchButtonKey reactsToKey={reactsToKey}>{keyCap}</DocSearchButtonKey>
            <DocSearchButtonKey reactsToKey="k">K</DocSearchButtonKey>
          </>
        )}
      </span>
    </button>
  );
}
