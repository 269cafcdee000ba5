import { useNavigate } from 'react-router';
import { PageCreateScreen } from '../../features/pages/components/page-create-screen.tsx';

/** `/page/create`: the new page's owner goes on to its edit screen (pictures, team). */
export function Component() {
  const navigate = useNavigate();
  return (
    <PageCreateScreen
      onCreated={(page) => navigate(`/page/edit?id=${encodeURIComponent(page.id)}`)}
    />
  );
}
