import definition from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import { svgIcon } from './svg-icon';

export const SafetyOutlined = /* @__PURE__ */ svgIcon(definition);
