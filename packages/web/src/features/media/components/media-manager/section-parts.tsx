import Typography from '@mui/material/Typography';
import type { MediaList, MediaOwner } from '@backline/domain';
import type { Announce } from '../manager-parts.tsx';

/** What every section of the media manager works with: whose media, the list, and its updates. */
export type SectionContext = {
  owner: MediaOwner;
  media: MediaList;
  refresh: () => Promise<void>;
  update: (change: (media: MediaList) => MediaList) => void;
  announce: Announce;
};

/** A section's heading (`id` labels the section). */
export function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} component="h2" variant="h2" gutterBottom>
      {children}
    </Typography>
  );
}

/** Every change of a section refetches the list afterwards, whether it worked or not. */
export const settledRefresh = (refresh: () => Promise<void>) => ({ onSettled: () => refresh() });
