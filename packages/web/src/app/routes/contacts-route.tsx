import { ContactsScreen } from '../../features/contacts/components/contacts-screen.tsx';

export function Component() {
  return <ContactsScreen />;
}
