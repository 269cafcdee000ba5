import Box from '@mui/material/Box';
import { useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { OutlinedField } from './outlined-field.tsx';

export type ComboBoxProps<T> = {
  label: string;
  /** What the user types. */
  inputValue: string;
  onInputChange: (value: string) => void;
  /** The suggestions for the current input (already filtered). */
  options: readonly T[];
  optionKey: (option: T) => string | number;
  optionLabel: (option: T) => ReactNode;
  onPick: (option: T) => void;
  /** Shown in the list when there is input but nothing to suggest. */
  emptyText?: string;
  helperText?: ReactNode;
  error?: boolean;
  id?: string;
  /** Content before the input inside the field (e.g. chips of what is picked). */
  startAdornment?: ReactNode;
  /** Content after the input inside the field (e.g. a button that clears it). */
  endAdornment?: ReactNode;
  onBackspaceEmpty?: () => void;
  /** The text input (a form focuses it when the field is invalid). */
  inputRef?: Ref<HTMLInputElement>;
  /** A small field without margins, for a bar (the top bar's search): the list right below it. */
  compact?: boolean;
};

/**
 * A light combobox (WAI-ARIA 1.2 list autocomplete): a text input with a listbox of suggestions
 * below it, arrow keys to move, Enter to pick, Escape to close. Instead of MUI's Autocomplete,
 * whose popper, modal and menu would double the edit screen's first load.
 */
export function ComboBox<T>({
  label,
  inputValue,
  onInputChange,
  options,
  optionKey,
  optionLabel,
  onPick,
  emptyText,
  helperText,
  error,
  id,
  startAdornment,
  endAdornment,
  onBackspaceEmpty,
  inputRef,
  compact = false,
}: ComboBoxProps<T>) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const listId = `${inputId}-listbox`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const showList = open && (options.length > 0 || (inputValue.trim() !== '' && Boolean(emptyText)));
  const activeIndex = active < options.length ? active : -1;

  const pick = (option: T) => {
    onPick(option);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (options.length === 0 ? -1 : (index + 1) % options.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (options.length === 0 ? -1 : (index <= 0 ? options.length : index) - 1));
    } else if (event.key === 'Enter' && open && activeIndex >= 0) {
      event.preventDefault();
      pick(options[activeIndex] as T);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Backspace' && inputValue === '') {
      onBackspaceEmpty?.();
    }
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <OutlinedField
        id={inputId}
        label={label}
        margin={compact ? 'none' : 'dense'}
        size={compact ? 'small' : undefined}
        value={inputValue}
        inputRef={inputRef}
        error={error}
        helperText={helperText}
        autoComplete="off"
        startAdornment={startAdornment}
        endAdornment={endAdornment}
        sx={startAdornment ? { flexWrap: 'wrap', gap: 0.5, pt: 1 } : undefined}
        onChange={(event) => {
          onInputChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        inputProps={{
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': showList,
          'aria-controls': listId,
          'aria-activedescendant': activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined,
          style: startAdornment ? { minWidth: 120, flex: 1 } : undefined,
        }}
      />
      <Box
        component="ul"
        role="listbox"
        id={listId}
        aria-label={label}
        hidden={!showList}
        sx={{
          position: 'absolute',
          zIndex: 'modal',
          left: 0,
          right: 0,
          top: compact ? 'calc(100% + 4px)' : 'calc(100% - 20px)',
          m: 0,
          p: 0,
          listStyle: 'none',
          maxHeight: 280,
          overflowY: 'auto',
          bgcolor: 'background.paper',
          boxShadow: 4,
          borderRadius: 1,
        }}
      >
        {options.map((option, index) => (
          <Box
            component="li"
            role="option"
            key={optionKey(option)}
            id={`${listId}-${index}`}
            aria-selected={index === activeIndex}
            // Keep the focus in the input: pick on mouse down, before the blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(option);
            }}
            sx={{
              px: 2,
              py: 1,
              cursor: 'pointer',
              bgcolor: index === activeIndex ? 'action.selected' : undefined,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            {optionLabel(option)}
          </Box>
        ))}
        {options.length === 0 && emptyText ? (
          <Box component="li" sx={{ px: 2, py: 1, color: 'text.secondary' }}>
            {emptyText}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
