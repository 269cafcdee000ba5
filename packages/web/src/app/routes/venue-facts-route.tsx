import { FactsheetEditorScreen } from '../../features/venues/components/factsheet-editor-screen.tsx';

/** `/location/facts`: the factsheet editor of the venues the viewer manages (`?page={id}`). */
export function Component() {
  return <FactsheetEditorScreen />;
}
