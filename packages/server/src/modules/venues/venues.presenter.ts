import {
  canActAsPage,
  canEditVenueRating,
  detailPath,
  overallScore,
  roundScore,
  venueRatingEditableUntil,
  venueRatingPath,
  type PageRole,
  type VenueFactsheet,
  type VenueRating,
  type VenueRatingSummary,
} from '@backline/domain';
import type { venueFactsheets } from '../../db/schema/index.ts';
import type { VenueRatingRow } from './venue-ratings.repository.ts';

type FactsRow = typeof venueFactsheets.$inferSelect;

export const venuePath = (name: string, id: string) => detailPath('/location', name, id);

/** A factsheet; an empty one (defaults) when nobody filled it in yet. */
export function presentFactsheet(
  page: { id: string; name: string },
  facts: FactsRow | null,
  role: PageRole | null,
): VenueFactsheet {
  const contact =
    facts && (facts.contactName || facts.contactEmail || facts.contactPhone)
      ? { name: facts.contactName, email: facts.contactEmail, phone: facts.contactPhone }
      : null;
  return {
    pageId: page.id,
    pageName: page.name,
    capacity: facts?.capacity ?? null,
    stage: facts?.stage ?? null,
    pa: facts?.pa ?? null,
    foh: facts?.foh ?? null,
    backline: facts?.backline ?? 'none',
    backlineDetails: facts?.backlineDetails ?? null,
    rental: facts?.rental ?? 'no',
    newcomerFriendly: facts?.newcomerFriendly ?? false,
    loadIn: facts?.loadIn ?? null,
    parking: facts?.parking ?? null,
    sleeping: facts?.sleeping ?? 'none',
    catering: facts?.catering ?? null,
    bookingContact: contact,
    updatedAt: facts?.updatedAt.toISOString() ?? null,
    canEdit: canActAsPage(role),
  };
}

export function presentRating(row: VenueRatingRow, viewerId: string, now: Date): VenueRating {
  const scores = {
    organisation: row.organisation,
    sound: row.sound,
    hospitality: row.hospitality,
    payReliability: row.payReliability,
    audience: row.audience,
  };
  const isRater = row.raterUserId === viewerId;
  return {
    id: row.id,
    type: 'locationrating',
    resource: venueRatingPath(row.id),
    venue: {
      id: row.venuePageId,
      name: row.venueName,
      path: venuePath(row.venueName, row.venuePageId),
    },
    rater: row.raterName
      ? {
          id: row.raterUserId,
          name: row.raterName,
          path: detailPath('/user', row.raterName, row.raterUserId),
        }
      : null,
    artistPage:
      row.artistPageId && row.artistName
        ? {
            id: row.artistPageId,
            name: row.artistName,
            path: `/${row.artistUrlname ?? row.artistPageId}`,
          }
        : null,
    verified: row.verified,
    scores,
    overall: roundScore(overallScore(scores)),
    text: row.text,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editableUntil: venueRatingEditableUntil(row.createdAt).toISOString(),
    statement:
      row.statementText && row.statementAt
        ? {
            text: row.statementText,
            author:
              row.statementBy && row.statementByName
                ? {
                    id: row.statementBy,
                    name: row.statementByName,
                    path: detailPath('/user', row.statementByName, row.statementBy),
                  }
                : null,
            createdAt: row.statementAt.toISOString(),
            updatedAt: (row.statementUpdatedAt ?? row.statementAt).toISOString(),
          }
        : null,
    viewer: {
      isRater,
      canEdit: isRater && canEditVenueRating(row.createdAt, now),
      canDelete: isRater,
      canAnswer: canActAsPage(row.viewerRole) && row.state === 'visible' && !row.shadowed,
    },
  };
}

const average = (value: string | null) => (value === null ? null : roundScore(Number(value)));

export function presentSummary(row: {
  count: number;
  verifiedCount: number;
  organisation: string | null;
  sound: string | null;
  hospitality: string | null;
  payReliability: string | null;
  audience: string | null;
  overall: string | null;
}): VenueRatingSummary {
  return {
    count: row.count,
    verifiedCount: row.verifiedCount,
    overall: average(row.overall),
    averages: {
      organisation: average(row.organisation),
      sound: average(row.sound),
      hospitality: average(row.hospitality),
      payReliability: average(row.payReliability),
      audience: average(row.audience),
    },
  };
}
