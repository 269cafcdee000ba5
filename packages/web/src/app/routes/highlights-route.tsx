import { HighlightsScreen } from '../../features/highlights/components/highlights-screen.tsx';

/** `/highlights`: the curated list, for visitors and members; editors edit it here. */
export function Component() {
  return <HighlightsScreen />;
}
