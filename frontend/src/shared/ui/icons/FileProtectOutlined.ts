import definition from '@ant-design/icons-svg/es/asn/FileProtectOutlined';
import { svgIcon } from './svg-icon';

export const FileProtectOutlined = /* @__PURE__ */ svgIcon(definition);
