import { DesktopOutlined, MobileOutlined, WarningOutlined } from '../../shared/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../shared/api/api-error';
import { formatDateTimeIst } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { Button } from '../../shared/ui/Button';
import { SkeletonText } from '../../shared/ui/SkeletonText';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { ToneTag } from '../../shared/ui/ToneTag';
import { devicesQuery, type SignedInDevice, useSignOutDevice } from './queries';

/** 'Chrome on Android' from a user agent, good enough to recognise one's own devices. */
export function describeDevice(userAgent: string | null): { name: string; mobile: boolean } {
  if (!userAgent) return { name: 'Unknown device', mobile: false };
  const browser =
    [
      ['Edg/', 'Edge'],
      ['OPR/', 'Opera'],
      ['SamsungBrowser', 'Samsung Internet'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([token]) => userAgent.includes(token!))?.[1] ?? 'Browser';
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
    name: system ? `${browser} on ${system}` : browser,
    mobile: /Android|iPhone|iPad|Mobile/.test(userAgent),
  };
}

function DeviceRow({ device }: { device: SignedInDevice }) {
  const notify = useNotify();
  const signOut = useSignOutDevice();
  const { name, mobile } = describeDevice(device.user_agent);
  return (
    <li className="device">
      <span className="device__icon" aria-hidden="true">
        {mobile ? <MobileOutlined /> : <DesktopOutlined />}
      </span>
      <div className="device__body">
        <p className="device__name">
          {name} {device.current && <ToneTag tone="success">This device</ToneTag>}
        </p>
        <p className="device__meta">
          Signed in {formatDateTimeIst(device.created_at)} · last active {formatDateTimeIst(device.last_used_at)}
        </p>
      </div>
      {!device.current && (
        <Button
          size="small"
          loading={signOut.isPending}
          aria-label={`Sign out ${name}, signed in ${formatDateTimeIst(device.created_at)}`}
          onClick={() =>
            signOut.mutate(device.id, {
              onSuccess: () => notify('Signed out of that device'),
              onError: (error) => notify(`Error signing out the device: ${errorMessage(error)}`),
            })
          }
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/** Where this account is signed in, with sign-out for the other devices. */
export function SignedInDevices() {
  const devices = useQuery(devicesQuery());
  if (devices.isPending) return <SkeletonText lines={['100%', '61%']} />;
  if (devices.isError) {
    return (
      <StatusPanel
        tone="error"
        headingLevel={3}
        icon={<WarningOutlined />}
        title="We couldn’t load your devices"
        actions={<Button onClick={() => void devices.refetch()}>Retry</Button>}
      >
        <p>{errorMessage(devices.error)}</p>
      </StatusPanel>
    );
  }
  if (devices.data.length === 0) return <p className="profile-section__empty">No signed-in devices.</p>;
  return (
    <ul className="devices">
      {devices.data.map((device) => (
        <DeviceRow key={device.id} device={device} />
      ))}
    </ul>
  );
}
