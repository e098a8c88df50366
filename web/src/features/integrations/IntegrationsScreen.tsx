import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { AdminPage } from '../admin/Section.tsx';
import { RoomChargeSection } from '../roomcharge/RoomChargeSection.tsx';
import { PrintersSection } from './PrintersSection.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';

/** Ajustes › Integraciones: webhooks, kitchen printers and charge to the room, for the venue's administrators. */
export const IntegrationsScreen = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <AdminPage title={t('integrations.title')}>
      <PrintersSection ws={user.EnterpriseID} />
      <WebhooksSection ws={user.EnterpriseID} />
      <RoomChargeSection ws={user.EnterpriseID} />
    </AdminPage>
  );
};
