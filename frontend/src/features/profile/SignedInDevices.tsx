import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DesktopOutlined, MobileOutlined, WarningOutlined } from '../../shared/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../shared/api/api-error';
import { formatDateTimeIst } from '../../shared/format';
import { useLocale } from '../../shared/i18n';
import { useNotify } from '../../shared/notify';
import { Button } from '../../shared/ui/Button';
import { SkeletonText } from '../../shared/ui/SkeletonText';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { ToneTag } from '../../shared/ui/ToneTag';
import { devicesQuery, type SignedInDevice, useSignOutDevice } from './queries';

/** 'Chrome on Android' from a user agent, good enough to recognise one's own devices. */
function describeDevice(i18n: I18n, userAgent: string | null): { name: string; mobile: boolean } {
  if (!userAgent) return { name: i18n._(msg`Unknown device`), mobile: false };
  const browser =
    [
      ['Edg/', 'Edge'],
      ['OPR/', 'Opera'],
      ['SamsungBrowser', 'Samsung Internet'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([token]) => userAgent.includes(token!))?.[1] ?? i18n._(msg`Browser`);
  const system =
    [
      ['Android', 'Android'],
      ['iPhone', 'iPhone'],
      ['iPad', 'iPad'],
      ['Windows', 'Windows'],
      ['Mac OS', 'macOS'],
      ['CrOS', 'ChromeOS'],
      ['Linux', 'Linux'],
    ].find(([token]) => userAgent.includes(token!))?.[1] ?? null;
  return {
    name: system ? i18n._(msg`${browser} on ${system}`) : browser,
    mobile: /Android|iPhone|iPad|Mobile/.test(userAgent),
  };
}

function DeviceRow({ device }: { device: SignedInDevice }) {
  const notify = useNotify();
  const signOut = useSignOutDevice();
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const { name, mobile } = describeDevice(i18n, device.user_agent);
  const signedIn = formatDateTimeIst(device.created_at, locale);
  const lastActive = formatDateTimeIst(device.last_used_at, locale);
  return (
    <li className="device">
      <span className="device__icon" aria-hidden="true">
        {mobile ? <MobileOutlined /> : <DesktopOutlined />}
      </span>
      <div className="device__body">
        <p className="device__name">
          {name}{' '}
          {device.current && (
            <ToneTag tone="success">
              <Trans>This device</Trans>
            </ToneTag>
          )}
        </p>
        <p className="device__meta">
          <Trans>
            Signed in {signedIn} · last active {lastActive}
          </Trans>
        </p>
      </div>
      {!device.current && (
        <Button
          size="small"
          loading={signOut.isPending}
          aria-label={t`Sign out ${name}, signed in ${signedIn}`}
          onClick={() =>
            signOut.mutate(device.id, {
              onSuccess: () => notify(t`Signed out of that device`),
              onError: (error) => {
                const reason = errorMessage(error, i18n);
                notify(t`Error signing out the device: ${reason}`);
              },
            })
          }
        >
          <Trans>Sign out</Trans>
        </Button>
      )}
    </li>
  );
}

/** Where this account is signed in, with sign-out for the other devices. */
export function SignedInDevices() {
  const { i18n, t } = useLingui();
  const devices = useQuery(devicesQuery());
  if (devices.isPending) return <SkeletonText lines={['100%', '61%']} />;
  if (devices.isError) {
    return (
      <StatusPanel
        tone="error"
        headingLevel={3}
        icon={<WarningOutlined />}
        title={t`We couldn’t load your devices`}
        actions={
          <Button onClick={() => void devices.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        }
      >
        <p>{errorMessage(devices.error, i18n)}</p>
      </StatusPanel>
    );
  }
  if (devices.data.length === 0)
    return (
      <p className="profile-section__empty">
        <Trans>No signed-in devices.</Trans>
      </p>
    );
  return (
    <ul className="devices">
      {devices.data.map((device) => (
        <DeviceRow key={device.id} device={device} />
      ))}
    </ul>
  );
}
