import definition from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import { svgIcon } from './svg-icon';

export const ClockCircleOutlined = /* @__PURE__ */ svgIcon(definition);
