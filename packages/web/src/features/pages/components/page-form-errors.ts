import type { PageForm, PageFormValues } from '@backline/domain';
import type { FieldPath } from 'react-hook-form';

/**
 * Where the server's field names land in the page form: its city id on the city, and the links
 * by the index they were sent at (empty lines are left out when sending).
 */
export function pageServerFields(form: PageForm): Record<string, FieldPath<PageFormValues>> {
  const fields: Record<string, FieldPath<PageFormValues>> = { cityId: 'city' };
  let sent = 0;
  form.links.forEach((link, index) => {
    if (link.url === '') return;
    fields[`links.${sent}.url`] = `links.${index}.url`;
    sent += 1;
  });
  return fields;
}
