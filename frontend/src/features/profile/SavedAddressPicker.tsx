import type { ComponentProps } from 'react';
import { AntdProvider } from '../../shared/antd/AntdProvider';
import { AddressPicker } from '../addresses';

/**
 * The address picker (the profile's saved addresses), drawn with antd, in an AntdProvider of its own: this page is drawn on the
 * kit without the root's (KIT_ROUTE_IDS, ADR 79). Loaded with the picker, when first shown.
 */
export function SavedAddressPicker(props: ComponentProps<typeof AddressPicker>) {
  return (
    <AntdProvider>
      <AddressPicker {...props} />
    </AntdProvider>
  );
}
