import definition from '@ant-design/icons-svg/es/asn/XOutlined';
import { svgIcon } from './svg-icon';

export const XOutlined = /* @__PURE__ */ svgIcon(definition);
