import definition from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import { svgIcon } from './svg-icon';

export const ReloadOutlined = /* @__PURE__ */ svgIcon(definition);
