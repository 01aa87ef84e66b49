import definition from '@ant-design/icons-svg/es/asn/HourglassOutlined';
import { svgIcon } from './svg-icon';

export const HourglassOutlined = /* @__PURE__ */ svgIcon(definition);
