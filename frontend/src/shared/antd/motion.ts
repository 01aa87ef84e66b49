import { createContext } from 'react';

/**
 * Whether antd animates (dialogs, messages, dropdowns, the click wave). Tests turn it off: in jsdom
 * each animation only costs time, and what a user sees at the end is the same. Apart from
 * AntdProvider so that saying it loads none of antd.
 */
export const AntdMotion = createContext(true);
