/** `ElicitationPanel` with `@rjsf/validator-ajv8`, imported from the package's public entries. */
import validator from '@rjsf/validator-ajv8';
import { ElicitationPanel } from 'mcp-elicitation-react';
import 'mcp-elicitation-react/styles.css';
import { mount, readRequest } from '../shared';

mount(<ElicitationPanel params={readRequest()} server={{ name: 'bench' }} form={{ validator }} onResult={() => {}} />);
