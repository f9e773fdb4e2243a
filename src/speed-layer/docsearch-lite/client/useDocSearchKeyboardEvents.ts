/**
 * Copy of `useDocSearchKeyboardEvents` from @docsearch/react 3.9.0 (MIT, © Algolia), which the
 * package only ships inside its full bundle. Ctrl/Cmd+K toggles the modal, '/' opens it outside
 * form fields, Escape closes it, and a letter or digit typed on the focused button opens it with
 * that key as the query.
 */
import {useEffect, type RefObject} from 'react';

export interface UseDocSearchKeyboardEventsProps {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}

function isEditingContent(event: KeyboardEvent): boolean {
  const element = event.target as HTMLElement;
  const tagName = element.tagName;
  return (
    element.isContentEditable ||
    tagName === 'INPUT' ||
    tagName === 'SELECT' ||
    tagName === 'TEXTAREA'
  );
}

export function useDocSearchKeyboardEvents({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: UseDocSearchKeyboardEventsProps): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (
        (event.code === 'Escape' && isOpen) ||
        // Cmd/Ctrl+K both opens and closes the modal.
        // (Browsers' autofill sends keydown events without a key.)
        ((event.key as string | undefined)?.toLowerCase() === 'k' &&
          (event.metaKey || event.ctrlKey)) ||
        // '/' opens but doesn't close: it is a character the reader may be typing.
        (!isEditingContent(event) && event.key === '/' && !isOpen)
      ) {
        event.preventDefault();
        if (isOpen) {
          onClose();
        } else if (!document.body.classList.contains('DocSearch--active')) {
          // No other DocSearch modal is showing.
          onOpen();
        }
        return;
      }
      // keyCode, as upstream: it maps a key to its letter whatever the keyboard layout.
      if (
        searchButtonRef.current === document.activeElement &&
        onInput &&
        // eslint-disable-next-line @typescript-eslint/no-deprecated
        /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))
      ) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
