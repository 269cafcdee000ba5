import { MyModerationScreen } from '../../features/moderation/components/my-moderation-screen.tsx';

export function Component() {
  return <MyModerationScreen />;
}
