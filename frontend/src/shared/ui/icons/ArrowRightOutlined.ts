import definition from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import { svgIcon } from './svg-icon';

export const ArrowRightOutlined = /* @__PURE__ */ svgIcon(definition);
