import definition from '@ant-design/icons-svg/es/asn/LeftOutlined';
import { svgIcon } from './svg-icon';

export const LeftOutlined = /* @__PURE__ */ svgIcon(definition);
