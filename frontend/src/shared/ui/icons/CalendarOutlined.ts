import definition from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import { svgIcon } from './svg-icon';

export const CalendarOutlined = /* @__PURE__ */ svgIcon(definition);
