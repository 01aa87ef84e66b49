import definition from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { svgIcon } from './svg-icon';

export const ArrowLeftOutlined = /* @__PURE__ */ svgIcon(definition);
