import definition from '@ant-design/icons-svg/es/asn/CompassOutlined';
import { svgIcon } from './svg-icon';

export const CompassOutlined = /* @__PURE__ */ svgIcon(definition);
