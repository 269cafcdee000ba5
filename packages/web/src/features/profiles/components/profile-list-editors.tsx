import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { PROFILE_LIMITS } from '@backline/domain';
import type { ReactNode } from 'react';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { useTranslation } from 'react-i18next';
import type { ProfileDraft } from './profile-form-model.ts';

type ListKey = 'links' | 'gear' | 'releases' | 'gigs';

const sectionSx = { mt: 4, mb: 1 } as const;
const twoColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  columnGap: 2,
} as const;

export type ListEditorsProps = {
  draft: ProfileDraft;
  /** Props of a text input bound to a field path (`links.0.url`): id, error, helper text. */
  field: (
    name: string,
    hint?: string,
  ) => { name: string; id: string; error: boolean; helperText: string; margin: 'dense' };
  update: <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) => void;
  updateItem: <K extends ListKey>(
    key: K,
    index: number,
    change: Partial<ProfileDraft[K][number]>,
  ) => void;
  removeItem: (key: ListKey, index: number) => void;
};

/** The editable lists of the profile: links, gear, releases, gigs. */
export function ProfileListEditors({
  draft,
  field,
  update,
  updateItem,
  removeItem,
}: ListEditorsProps) {
  const { t } = useTranslation('profiles');
  return (
    <>
      <ListSection
        title={t('edit.sectionLinks')}
        hint={t('edit.linkHint')}
        addLabel={t('edit.addLink')}
        canAdd={draft.links.length < PROFILE_LIMITS.linksMax}
        onAdd={() => update('links', [...draft.links, { url: '', label: '' }])}
      >
        {draft.links.map((link, index) => (
          <ListItem
            key={index}
            removeLabel={t('edit.removeItem', { what: t('edit.itemLink'), number: index + 1 })}
            onRemove={() => removeItem('links', index)}
          >
            <OutlinedField
              {...field(`links.${index}.url`)}
              label={t('edit.linkUrl')}
              type="url"
              inputMode="url"
              value={link.url}
              onChange={(event) => updateItem('links', index, { url: event.target.value })}
            />
            <OutlinedField
              {...field(`links.${index}.label`)}
              label={t('edit.linkLabel')}
              value={link.label}
              onChange={(event) => updateItem('links', index, { label: event.target.value })}
              inputProps={{ maxLength: PROFILE_LIMITS.linkLabelMax }}
            />
          </ListItem>
        ))}
      </ListSection>

      <ListSection
        title={t('edit.sectionGear')}
        addLabel={t('edit.addGear')}
        canAdd={draft.gear.length < PROFILE_LIMITS.gearMax}
        onAdd={() => update('gear', [...draft.gear, { brand: '', product: '', year: '' }])}
      >
        {draft.gear.map((item, index) => (
          <ListItem
            key={index}
            removeLabel={t('edit.removeItem', { what: t('edit.itemGear'), number: index + 1 })}
            onRemove={() => removeItem('gear', index)}
          >
            <OutlinedField
              {...field(`gear.${index}.brand`)}
              label={t('edit.gearBrand')}
              required
              value={item.brand}
              onChange={(event) => updateItem('gear', index, { brand: event.target.value })}
            />
            <OutlinedField
              {...field(`gear.${index}.product`)}
              label={t('edit.gearProduct')}
              required
              value={item.product}
              onChange={(event) => updateItem('gear', index, { product: event.target.value })}
            />
            <OutlinedField
              {...field(`gear.${index}.year`)}
              label={t('edit.gearYear')}
              type="number"
              inputMode="numeric"
              value={item.year}
              onChange={(event) => updateItem('gear', index, { year: event.target.value })}
            />
          </ListItem>
        ))}
      </ListSection>

      <ListSection
        title={t('edit.sectionReleases')}
        hint={t('edit.linkHint')}
        addLabel={t('edit.addRelease')}
        canAdd={draft.releases.length < PROFILE_LIMITS.releasesMax}
        onAdd={() => update('releases', [...draft.releases, { url: '', year: '', title: '' }])}
      >
        {draft.releases.map((release, index) => (
          <ListItem
            key={index}
            removeLabel={t('edit.removeItem', { what: t('edit.itemRelease'), number: index + 1 })}
            onRemove={() => removeItem('releases', index)}
          >
            <OutlinedField
              {...field(`releases.${index}.url`)}
              label={t('edit.releaseUrl')}
              type="url"
              required
              value={release.url}
              onChange={(event) => updateItem('releases', index, { url: event.target.value })}
            />
            <OutlinedField
              {...field(`releases.${index}.year`)}
              label={t('edit.releaseYear')}
              type="number"
              inputMode="numeric"
              required
              value={release.year}
              onChange={(event) => updateItem('releases', index, { year: event.target.value })}
            />
            <OutlinedField
              {...field(`releases.${index}.title`)}
              label={t('edit.releaseTitle')}
              value={release.title}
              onChange={(event) => updateItem('releases', index, { title: event.target.value })}
            />
          </ListItem>
        ))}
      </ListSection>

      <ListSection
        title={t('edit.sectionGigs')}
        addLabel={t('edit.addGig')}
        canAdd={draft.gigs.length < PROFILE_LIMITS.gigsMax}
        onAdd={() =>
          update('gigs', [
            ...draft.gigs,
            { startsAt: '', address: '', category: '', artists: '', streamUrl: '' },
          ])
        }
      >
        {draft.gigs.map((gig, index) => (
          <ListItem
            key={index}
            removeLabel={t('edit.removeItem', { what: t('edit.itemGig'), number: index + 1 })}
            onRemove={() => removeItem('gigs', index)}
          >
            <OutlinedField
              {...field(`gigs.${index}.startsAt`)}
              label={t('edit.gigStartsAt')}
              type="datetime-local"
              required
              notched
              value={gig.startsAt}
              onChange={(event) => updateItem('gigs', index, { startsAt: event.target.value })}
            />
            <OutlinedField
              {...field(`gigs.${index}.address`)}
              label={t('edit.gigAddress')}
              required
              value={gig.address}
              onChange={(event) => updateItem('gigs', index, { address: event.target.value })}
            />
            <OutlinedField
              {...field(`gigs.${index}.category`)}
              label={t('edit.gigCategory')}
              value={gig.category}
              onChange={(event) => updateItem('gigs', index, { category: event.target.value })}
            />
            <OutlinedField
              {...field(`gigs.${index}.artists`)}
              label={t('edit.gigArtists')}
              value={gig.artists}
              onChange={(event) => updateItem('gigs', index, { artists: event.target.value })}
            />
            <OutlinedField
              {...field(`gigs.${index}.streamUrl`)}
              label={t('edit.gigStreamUrl')}
              type="url"
              value={gig.streamUrl}
              onChange={(event) => updateItem('gigs', index, { streamUrl: event.target.value })}
            />
          </ListItem>
        ))}
      </ListSection>
    </>
  );
}

function ListSection({
  title,
  hint,
  addLabel,
  canAdd,
  onAdd,
  children,
}: {
  title: string;
  hint?: string;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h2" sx={sectionSx}>
        {title}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
      {children}
      <Button onClick={onAdd} disabled={!canAdd} sx={{ mt: 1 }}>
        {addLabel}
      </Button>
    </Box>
  );
}

function ListItem({
  removeLabel,
  onRemove,
  children,
}: {
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        borderBottom: 1,
        borderColor: 'divider',
        py: 1,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0, ...twoColumns }}>{children}</Box>
      <IconButton aria-label={removeLabel} onClick={onRemove} sx={{ mt: 1.5 }}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}
