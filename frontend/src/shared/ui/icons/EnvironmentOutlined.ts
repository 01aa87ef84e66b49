import definition from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import { svgIcon } from './svg-icon';

export const EnvironmentOutlined = /* @__PURE__ */ svgIcon(definition);
