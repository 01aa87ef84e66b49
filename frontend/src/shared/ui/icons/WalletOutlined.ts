import definition from '@ant-design/icons-svg/es/asn/WalletOutlined';
import { svgIcon } from './svg-icon';

export const WalletOutlined = /* @__PURE__ */ svgIcon(definition);
