import { ConversationListScreen } from '../../features/messaging/components/conversation-list-screen.tsx';

export function Component() {
  return <ConversationListScreen />;
}
