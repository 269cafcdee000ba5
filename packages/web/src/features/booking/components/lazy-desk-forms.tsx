import { lazy } from 'react';

/** The applicant desk's forms, fetched when one is first opened (a chunk shared by all three). */
const load = () => import('./offer-desk-forms.tsx');

export const ReasonForm = lazy(() => load().then((module) => ({ default: module.ReasonForm })));
export const ReschedulePanel = lazy(() =>
  load().then((module) => ({ default: module.ReschedulePanel })),
);
export const CancelPanel = lazy(() => load().then((module) => ({ default: module.CancelPanel })));
