import definition from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { svgIcon } from './svg-icon';

export const WarningOutlined = /* @__PURE__ */ svgIcon(definition);
