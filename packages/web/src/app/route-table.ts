/**
 * The route table of spec section 2 lives in the domain (`@backline/domain`, routing/), so the
 * server answers 404 for the very addresses the web app shows its not-found screen for. This
 * module keeps the web's names for it.
 */
export {
  APP_ROUTES as ROUTES,
  BACK_TARGET_PATHS,
  ROUTE_PARAM_RULES as PARAM_RULES,
  SCREEN_KEYS as SCREENS,
  withQuery,
  type AppRoute,
  type ParamRule,
  type RouteParams,
  type ScreenKey,
} from '@backline/domain';
