import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { AdminPage } from '../admin/Section.tsx';
import { PrintersSection } from './PrintersSection.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';

/** Ajustes › Integraciones: webhooks and kitchen printers, for the venue's administrators. */
export const IntegrationsScreen = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <AdminPage title={t('integrations.title')}>
      <PrintersSection ws={user.EnterpriseID} />
      <WebhooksSection ws={user.EnterpriseID} />
    </AdminPage>
  );
};
