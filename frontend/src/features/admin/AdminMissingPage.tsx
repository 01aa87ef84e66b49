import { CompassOutlined } from '@ant-design/icons';
import { usePageTitle } from '../../shared/usePageTitle';
import { ButtonLink } from '../../shared/ui/links';
import { StatusPanel } from '../../shared/ui/StatusPanel';

/**
 * Any /admin URL without a page, behind the admin guard like every admin page (a visitor is sent to
 * sign in, not shown a 404).
 */
export function AdminMissingPage() {
  usePageTitle('Page not found');
  return (
    <>
      <h1 className="page-title">Page not found</h1>
      <StatusPanel
        headingLevel={2}
        icon={<CompassOutlined />}
        title="There is no admin page here"
        actions={<ButtonLink href="/admin">Back to the dashboard</ButtonLink>}
      >
        <p>Check the address, or pick a section from the admin menu.</p>
      </StatusPanel>
    </>
  );
}
