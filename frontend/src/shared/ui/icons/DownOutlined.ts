import definition from '@ant-design/icons-svg/es/asn/DownOutlined';
import { svgIcon } from './svg-icon';

export const DownOutlined = /* @__PURE__ */ svgIcon(definition);
