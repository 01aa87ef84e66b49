import definition from '@ant-design/icons-svg/es/asn/DesktopOutlined';
import { svgIcon } from './svg-icon';

export const DesktopOutlined = /* @__PURE__ */ svgIcon(definition);
