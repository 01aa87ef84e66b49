import definition from '@ant-design/icons-svg/es/asn/PercentageOutlined';
import { svgIcon } from './svg-icon';

export const PercentageOutlined = /* @__PURE__ */ svgIcon(definition);
