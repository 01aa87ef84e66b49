import definition from '@ant-design/icons-svg/es/asn/AndroidFilled';
import { svgIcon } from './svg-icon';

export const AndroidFilled = /* @__PURE__ */ svgIcon(definition);
