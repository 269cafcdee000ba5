import { ERROR_TEXTS_EN } from '@backline/domain';
import enCommon from '../locales/en/common.json';
import type { StartTexts } from './i18n.ts';

/** The English entry namespaces: a chunk of their own, loaded when English is first shown. */
export const ENGLISH_START_TEXTS: StartTexts = { common: enCommon, errors: ERROR_TEXTS_EN };
