import { useCallback, useRef, useState, type ReactNode } from 'react';
import { SenderPickerDialog, type SenderChoice } from '../components/sender-picker-dialog.tsx';

export type SenderChoiceApi = {
  /**
   * Opens 'Select sender' and resolves with the choice, or null when cancelled. Send the choice
   * with the request option `objectUser: objectUserOf(choice)`.
   */
  chooseSender: () => Promise<SenderChoice | null>;
  /** Render this where the dialog may open (null while closed). */
  senderDialog: ReactNode;
};

/**
 * The sender choice for any action a user may take as one of their pages (messages from a
 * booking or a contact ad, posts): `const { chooseSender, senderDialog } = useSenderChoice()`.
 */
export function useSenderChoice(): SenderChoiceApi {
  const [open, setOpen] = useState(false);
  const pending = useRef<((choice: SenderChoice | null) => void) | null>(null);

  const settle = useCallback((choice: SenderChoice | null) => {
    pending.current?.(choice);
    pending.current = null;
    setOpen(false);
  }, []);

  const chooseSender = useCallback(
    () =>
      new Promise<SenderChoice | null>((resolve) => {
        pending.current?.(null);
        pending.current = resolve;
        setOpen(true);
      }),
    [],
  );

  return {
    chooseSender,
    senderDialog: open ? (
      <SenderPickerDialog onSelect={settle} onCancel={() => settle(null)} />
    ) : null,
  };
}
