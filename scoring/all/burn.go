package all

import _ "arbiter/scoring/burn"
