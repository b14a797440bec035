package all

import _ "arbiter/scoring/yamiro"
