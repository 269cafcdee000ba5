import { ChatScreen } from '../../features/messaging/components/chat-screen.tsx';

export function Component() {
  return <ChatScreen />;
}
