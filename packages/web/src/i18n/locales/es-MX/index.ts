import account from './account.json';
import common from './common.json';
import validation from './validation.json';

export default { common, account, validation };
