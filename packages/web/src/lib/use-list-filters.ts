import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value.ts';

/** A saved filter: each parameter's value, or its values when it repeats. */
export type AddressFilter = Record<string, string | readonly string[]>;

/**
 * The filters of a list screen, kept in the address (so a list can be bookmarked, shared and
 * reloaded, and Back and Forward step through filter changes), with a search field that applies
 * while typing once typing pauses. Typing replaces the history entry, so Back leaves the list
 * instead of stepping through the letters. `searchKey` is the parameter of the search text.
 */
export function useListFilters(searchKey = 'q') {
  const [params, setParams] = useSearchParams();

  /** Changes filters (null removes one) and goes back to the first page. */
  const update = (changes: Record<string, string | null>, options?: { replace?: boolean }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, options);
  };
  /** Replaces every filter with a saved one (a bookmark). */
  const apply = (filter: AddressFilter) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(filter)) {
      for (const item of typeof value === 'string' ? [value] : value) next.append(key, item);
    }
    setParams(next);
  };
  const reset = () => setParams(new URLSearchParams());

  // The address stays the truth: a bookmark, Back and Forward and the reset set the field.
  const addressText = params.get(searchKey) ?? '';
  const [text, setText] = useState(addressText);
  const debounced = useDebouncedValue(text);
  const [followed, setFollowed] = useState(addressText);
  if (followed !== addressText) {
    setFollowed(addressText);
    // Not the search this field just wrote: the address changed from outside.
    if (addressText !== debounced.trim()) setText(addressText);
  }
  const written = useRef(debounced);
  useEffect(() => {
    if (written.current === debounced) return;
    written.current = debounced;
    const next = debounced.trim();
    if (next !== (params.get(searchKey) ?? '')) {
      update({ [searchKey]: next || null }, { replace: true });
    }
  });
  /** Enter in the search field applies the text at once. */
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    written.current = text;
    if (text.trim() !== addressText)
      update({ [searchKey]: text.trim() || null }, { replace: true });
  };

  return { params, update, apply, reset, search: { text, setText, submit: submitSearch } };
}
