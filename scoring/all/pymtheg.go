package all

import _ "arbiter/scoring/pymtheg"
