/** `ElicitationPanel` with its default validator (cfworker), imported from the package's public entries. */
import { ElicitationPanel } from 'mcp-elicitation-react';
import 'mcp-elicitation-react/styles.css';
import { mount, readRequest } from '../shared';

mount(<ElicitationPanel params={readRequest()} server={{ name: 'bench' }} onResult={() => {}} />);
