import account from './account.json';
import business from './business.json';
import calendar from './calendar.json';
import capacity from './capacity.json';
import clients from './clients.json';
import common from './common.json';
import day from './day.json';
import home from './home.json';
import pages from './pages.json';
import plan from './plan.json';
import road from './road.json';
import staff from './staff.json';
import validation from './validation.json';
import transfer from './transfer.json';
import work from './work.json';

export default { common, account, validation, business, staff, home, clients, calendar, road, plan, work, pages, transfer, day, capacity };
